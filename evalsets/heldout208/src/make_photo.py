"""Turns src/xixiaotang/xixiaotang_2026.pdf into a phone photo (cvs/IMG_20261103_184512.jpg, no text layer)."""
import random, subprocess
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
pdf = HERE / "xixiaotang" / "xixiaotang_2026.pdf"
png_base = HERE / "xixiaotang" / "page"
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", str(pdf), str(png_base)], check=True)
page = Image.open(str(png_base) + ".png").convert("RGB")
random.seed(208)
# paper on a wooden-ish table
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (122, 94, 70))
bg.paste(page, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 84, 62))
# shading: darker towards the lower right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 256, 4):
    d.rectangle([i * img.width // 512, i * img.height // 512,
                 img.width - i * img.width // 512, img.height - i * img.height // 512], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", img.size, (30, 25, 20))
img = Image.composite(img, dark, shade.point(lambda v: 150 + v * 105 // 255))
grad = Image.linear_gradient("L").transpose(Image.Transpose.ROTATE_90).resize(img.size)
warm = Image.new("RGB", img.size, (255, 236, 205))
img = ImageChops.multiply(img, Image.composite(warm, Image.new("RGB", img.size, (255, 255, 255)), grad))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
out = HERE.parent / "cvs" / "IMG_20261103_184512.jpg"
img.save(out, "JPEG", quality=82)
Path(str(png_base) + ".png").unlink()
print("wrote", out, img.size)
