# page.png (pdftoppm -r 150) -> ../../cvs/serena_fei_cv_2025.jpg, a phone photo of the printed page
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(271)
im = Image.open("page.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 80, 66))   # desk
bg.paste(im, (int(W*0.06), int(H*0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# vignette + lamp shading from the upper left
mask = Image.new("L", bg.size, 0); d = ImageDraw.Draw(mask)
w, h = bg.size
for i in range(60):
    d.ellipse([-w*0.3+i*8, -h*0.3+i*8, w*1.15-i*4, h*1.25-i*4], fill=int(i*255/60))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", bg.size, (20, 18, 15))
bg = Image.composite(bg, dark, mask.point(lambda v: 110 + int(v*145/255)))
warm = Image.new("RGB", bg.size, (255, 240, 215))
bg = ImageChops.multiply(bg, warm)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, ImageChops.invert(noise).point(lambda v: 200 + v//5)), 0.5)
bg.save("../../cvs/serena_fei_cv_2025.jpg", quality=82)
