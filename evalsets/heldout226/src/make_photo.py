"""Turn vivian_tsoi_2026.pdf page 1 into a phone-photo JPG (no text layer)."""
import subprocess, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", "vivian_tsoi_2026.pdf", "vt_page"], check=True)
img = Image.open("vt_page.png").convert("RGB")
# paper on a desk: pad with a darker background, then rotate
bg = Image.new("RGB", (img.width + 160, img.height + 200), (92, 78, 64))
bg.paste(img, (80, 110))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = img.size
# uneven lighting: darker towards bottom-right corner + vignette
shade = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    r = int(max(w, h) * (1.2 - i * 0.012))
    d.ellipse([w * 0.35 - r, h * 0.3 - r, w * 0.35 + r, h * 0.3 + r], fill=int(90 - i * 1.5))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (w, h), (0, 0, 0))
img = Image.composite(dark, img, shade.point(lambda v: min(255, v)))
warm = Image.new("RGB", (w, h), (255, 236, 205))
img = ImageChops.multiply(img, warm)
img = img.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 180 + v // 4)), 0.35)
img.save("../cvs/IMG_20261103_184512.jpg", quality=82)
print(img.size)
