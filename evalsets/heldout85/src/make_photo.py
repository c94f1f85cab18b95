"""Turns ji_ruoyan_zh.pdf (page 1) into a phone-photo-like JPG without a text layer."""
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(85)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", "ji_ruoyan_zh.pdf", "ji_page"], check=True)
img = Image.open("ji_page-1.png").convert("RGB")
w, h = img.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (92, 80, 66))
canvas.paste(img, (int(w * 0.06), int(h * 0.05)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven light: vertical + radial shading
W, H = canvas.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(255 * (1 - 0.35 * (i / max(W, H))))
    d.ellipse([W * 0.3 - i, H * 0.35 - i, W * 0.3 + i, H * 0.35 + i], outline=v, width=4)
shade = shade.filter(ImageFilter.GaussianBlur(40))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [shade] * 3))
canvas = ImageChops.multiply(canvas, Image.new("RGB", (W, H), (255, 246, 228)))  # warm cast
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.5)
canvas = canvas.resize((int(W * 0.85), int(H * 0.85)))
canvas.save("../cvs/IMG_20261103_142215.jpg", quality=82)
