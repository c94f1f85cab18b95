"""Turn graciela_montoya_2026.pdf into a phone photo of a printed page (no text layer)."""
import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(127)
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "graciela_montoya_2026.pdf", "page"], check=True)
page = Image.open("page.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (W + 160, H + 200), (92, 78, 64))          # wooden desk
bg.paste(page, (70, 110))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: darker lower-right, vignette
shade = Image.new("L", img.size, 0); d = ImageDraw.Draw(shade)
w, h = img.size
for i in range(40):
    a = int(4 * i)
    d.ellipse([-w * 0.3 + i * 12, -h * 0.2 + i * 14, w * 1.25 - i * 6, h * 1.2 - i * 5], fill=min(255, 80 + a))
shade = shade.filter(ImageFilter.GaussianBlur(80))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3).point(lambda v: int(110 + v * 145 / 255)))
img = Image.blend(img, Image.new("RGB", img.size, (255, 236, 200)), 0.06)   # warm indoor light
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
print(img.size)
