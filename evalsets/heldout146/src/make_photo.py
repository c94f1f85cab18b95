# Renders rao_zhiheng_print.pdf page 1 and turns it into a phone photo (no text layer).
import os, subprocess, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile",
                os.path.join(here, "rao_zhiheng_print.pdf"), os.path.join(here, "rao_page")], check=True)
subprocess.run(["sh", "-c", f"pdftotext -layout '{here}/rao_zhiheng_print.pdf' '{here}/rao_zhiheng_photo_text.txt'"], check=True)
random.seed(146)
img = Image.open(os.path.join(here, "rao_page.png")).convert("RGB")
w, h = img.size
# table background, paper slightly larger
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + shading gradient (light from the top left)
W, H = img.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 - 70 * y / H))
shade = Image.merge("RGB", (grad, grad.point(lambda v: int(v * 0.97)), grad.point(lambda v: int(v * 0.90))))
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W * 0.25, -H * 0.2, W * 1.25, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
out = os.path.join(here, "..", "cvs", "IMG_20261103_184512.jpg")
img.save(out, "JPEG", quality=82)
os.remove(os.path.join(here, "rao_page.png"))
print("wrote", out)
