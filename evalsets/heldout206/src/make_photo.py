"""Turn ning_peiyao_2026_page.pdf (rendered to PNG) into a phone photo JPEG with no text layer."""
import pathlib, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = pathlib.Path(__file__).resolve().parent
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", str(here/"ning_peiyao_2026_page.pdf"), str(here/"ning_page")], check=True)
img = Image.open(here/"ning_page.png").convert("RGB")
random.seed(205)
# paper on a wooden-ish table: pad, rotate
bg = Image.new("RGB", (img.width+160, img.height+160), (118, 92, 66))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 86, 60))
# uneven lighting: diagonal shading + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 45 * y / h))
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w*0.15, -h*0.1, w*1.15, h*1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask.point(lambda v: int(v*0.93)))))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v//5)), 0.35)
img = img.resize((int(w*0.9), int(h*0.9)))
out = here.parent/"cvs"/"IMG_20261103_091544.jpg"
img.save(out, quality=82)
(here/"ning_page.png").unlink()
print("wrote", out)
