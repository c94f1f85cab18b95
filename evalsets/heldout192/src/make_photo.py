"""Turns src/yu/yu_wantang_2026.pdf into a phone-photo JPEG (no text layer): cvs/IMG_20261103_151742.jpg"""
import os, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", os.path.join(here, "yu", "yu_wantang_2026.pdf"),
                os.path.join(here, "yu", "page")], check=True)
page = Image.open(os.path.join(here, "yu", "page.png")).convert("RGB")
W, H = page.size
# table background (wood-ish) bigger than the page
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (120, 92, 64))
paper = page.point(lambda v: int(v * 0.93 + 8))  # slightly off-white paper, grey ink
rot = paper.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(120, 92, 64))
bg.paste(rot, ((bg.width - rot.width) // 2, (bg.height - rot.height) // 2))
# lighting gradient + vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(bg.size), 4):
    pass
grad = Image.linear_gradient("L").resize(bg.size).rotate(35, expand=False)
grad = grad.point(lambda v: int(200 + v * 55 / 255))
vign = Image.radial_gradient("L").resize(bg.size).point(lambda v: int(255 - v * 0.45))
mask = ImageChops.multiply(grad, vign)
img = ImageChops.multiply(bg, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: int(215 + v * 40 / 255))), 0.5)
img.save(os.path.join(here, "..", "cvs", "IMG_20261103_151742.jpg"), quality=82)
print("ok", img.size)
