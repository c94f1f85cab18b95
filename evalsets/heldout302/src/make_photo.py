# page.png (pdftoppm -r 150 of yong_shuhe_2025_zh.pdf) -> cvs/IMG_20250318_101522.jpg
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(302)
im = Image.open("page.png").convert("RGB")
w, h = im.size
# paper on a desk: pad with a darker background, rotate 2 degrees
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
im = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
W, H = im.size
# lighting gradient + vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * (i / max(W, H)))
    d.ellipse([W * 0.35 - i, H * 0.3 - i, W * 0.35 + i, H * 0.3 + i], outline=v, width=5)
shade = shade.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, shade)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False, fillcolor=255)
grad = grad.point(lambda v: 255 - int(v * 0.28)).filter(ImageFilter.GaussianBlur(120))
im = ImageChops.multiply(im, Image.merge("RGB", (grad, grad, grad.point(lambda v: int(v * 0.95)))))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = ImageChops.add(im, noise, scale=1.0, offset=-60)
im.save("../cvs/IMG_20250318_101522.jpg", quality=80)
